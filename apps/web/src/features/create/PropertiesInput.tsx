import { CREATE_MSG, TEXT_MAX } from '@agora/core';
import type { Property } from './createForm';

/** Properties (optional): key/value rows; a new empty row appears once the last one has a key. */
export function PropertiesInput({
  value,
  onChange,
}: {
  value: Property[];
  onChange: (p: Property[]) => void;
}) {
  const set = (i: number, patch: Partial<Property>) => {
    const next = value.map((p, j) => (j === i ? { ...p, ...patch } : p));
    if (next[next.length - 1]?.key) next.push({ key: '', value: '' });
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{CREATE_MSG.properties}</legend>
      {value.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
        <div key={i} className="mb-2 grid grid-cols-2 gap-2">
          <input
            className="input"
            aria-label="key"
            placeholder="e.g. Size"
            maxLength={TEXT_MAX.propertyKey}
            value={p.key}
            onChange={(e) => set(i, { key: e.target.value })}
          />
          <input
            className="input"
            aria-label="value"
            placeholder="e.g. M"
            maxLength={TEXT_MAX.propertyValue}
            value={p.value}
            onChange={(e) => set(i, { value: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
