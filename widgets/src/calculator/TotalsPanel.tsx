import {
  type FlooringOption,
  type FlooringTotals,
  RESULT_UNIT_LABELS,
  TOTALS_LABELS,
  wastageAmount,
} from '@gh/shared/calculator';
import type { Units } from '@gh/shared/regions';
import { useState } from 'react';

const figure = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

interface TotalsPanelProps {
  id: string;
  flooring: FlooringOption;
  totals: FlooringTotals;
  units: Units;
  onWastageChange(value: string): void;
}

/**
 * The totals of one flooring type: 'Sub total', the 'Wastage (%)' input with its amount, then
 * 'Total m2' and, for carpet only, 'Total blm' (metric), or 'Total square feet' and 'Total
 * square yards' (imperial). Area figures carry the result unit, SQM or SQR Feet.
 */
export function TotalsPanel({ id, flooring, totals, units, onWastageChange }: TotalsPanelProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const unit = RESULT_UNIT_LABELS[units];
  const area = (value: number) => `${figure.format(value)} ${unit}`;
  const rows: [label: string, value: string, key: string][] =
    units === 'metric'
      ? [
          [TOTALS_LABELS.subTotal, area(totals.subTotal), 'sub-total'],
          [TOTALS_LABELS.metres, area(totals.metres), 'metres'],
          ...(flooring.value === 'carpet'
            ? [
                [TOTALS_LABELS.lineal, figure.format(totals.lineal), 'lineal'] as [
                  string,
                  string,
                  string,
                ],
              ]
            : []),
        ]
      : [
          [TOTALS_LABELS.subTotal, area(totals.subTotalFeet), 'sub-total'],
          [TOTALS_LABELS.feet, area(totals.feet), 'feet'],
          [TOTALS_LABELS.yards, figure.format(totals.yards), 'yards'],
        ];
  const [subTotal, ...grandTotals] = rows;

  return (
    <section className="totals" part="totals" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{flooring.label}</h3>
      <dl>
        {subTotal && <Total label={subTotal[0]} value={subTotal[1]} name={subTotal[2]} />}
        <div className="total wastage" part="total" data-total="wastage">
          <dt>
            <label htmlFor={`${id}-wastage`}>{TOTALS_LABELS.wastage}</label>
          </dt>
          <dd>
            <input
              id={`${id}-wastage`}
              part="input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft ?? String(totals.wastage)}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                onWastageChange(event.currentTarget.value);
              }}
              onBlur={() => setDraft(null)}
            />
            <output htmlFor={`${id}-wastage`} className="amount">
              {area(wastageAmount(totals, units))}
            </output>
          </dd>
        </div>
        {grandTotals.map(([label, value, name]) => (
          <Total key={name} label={label} value={value} name={name} />
        ))}
      </dl>
    </section>
  );
}

function Total({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="total" part="total" data-total={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
