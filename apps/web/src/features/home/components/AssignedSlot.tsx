/**
 * /home's "Assigned by <class>" region (features/assignments), its own chunk: the page loads it only for
 * a learner whose classes gave them something, when it comes near the screen (lazyWhenNear).
 */
export { AssignedByClass as AssignedSlot } from "../../assignments";
