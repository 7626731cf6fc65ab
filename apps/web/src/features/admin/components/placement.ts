/** Where an item stands in an ordered admin list, and how to move it. */
export interface Placement {
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** Starts the move buttons' ids, so focus can follow the item after it moves. */
  idPrefix: string;
  onMove: (delta: -1 | 1) => void;
}
