import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MonthlyAggregate } from "../../api";
import { rupees } from "../../format";
import { shortMonthLabel } from "../../months";
import { compactRupees, SERIES } from "./chartFormat";

/**
 * The Working Capital line chart (recharts, loaded only with the tracker). Drawn for sighted users;
 * the panel carries the same numbers as a table for assistive technology.
 */
export function WorkingCapitalLines({ data }: { data: MonthlyAggregate[] }) {
  const { t } = useTranslation("tracker");
  // "Oct 2026", never "Oct 26", which reads as a day.
  const points = data.map((m) => ({ ...m, label: shortMonthLabel(m) }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 280 }}>
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: "#475569", fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
        />
        <YAxis
          width={52}
          tick={{ fill: "#475569", fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={compactRupees}
        />
        <Tooltip formatter={(value) => rupees(Number(value))} />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />
        {SERIES.map((s) => (
          <Line
            key={s.key}
            type="linear"
            dataKey={s.key}
            name={t(`types.${s.key}`)}
            stroke={s.colour}
            strokeWidth={2.5}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
