import { CREATE_MSG, TEXT_MAX } from '@agora/core';
import type { Property } from './createForm';

const FIELDS = ['key', 'value'] as const;
const MAX_LENGTH = { key: TEXT_MAX.propertyKey, value: TEXT_MAX.propertyValue } as const;

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
          {FIELDS.map((field) => (
            <input
              key={field}
              className="input"
              aria-label={CREATE_MSG.propertyFields[field].label}
              placeholder={CREATE_MSG.propertyFields[field].example}
              maxLength={MAX_LENGTH[field]}
              value={p[field]}
              onChange={(e) => set(i, { [field]: e.target.value })}
            />
          ))}
        </div>
      ))}
    </fieldset>
  );
}
