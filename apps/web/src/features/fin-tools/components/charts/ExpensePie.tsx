import { sliceColour } from "@arthshala/contracts/tracker-rules";
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import type { PieSlice } from "../../api";
import { rupees } from "../../format";

/**
 * The Expense Categories pie (recharts): slice colours by the golden angle from their index. The
 * slices come with their categories as the learner reads them (the tooltip shows them).
 */
export function ExpensePie({ slices }: { slices: PieSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 200, height: 200 }}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="amount"
          nameKey="category"
          innerRadius="55%"
          outerRadius="95%"
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke="#fff"
          isAnimationActive={false}
          // Not a Tab stop: the chart is hidden from assistive technology (the list beside it reads the same).
          rootTabIndex={-1}
        >
          {slices.map((s, i) => (
            <Cell key={s.category} fill={sliceColour(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => rupees(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}
