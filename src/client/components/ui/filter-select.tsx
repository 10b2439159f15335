interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The "no filter" choice, listed first; its text is also its value, mapped back by callers (docs/product.md#job-search). */
  allOption: string;
  options: readonly string[];
  onChange: (value: string) => void;
  name?: string;
  /** Classes of the <select>: each form sizes its fields to match its own inputs. */
  selectClassName: string;
}

/** A labelled job-search filter: one "All …" choice, then the listed values. */
export function FilterSelect({ id, label, value, allOption, options, onChange, name, selectClassName }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={selectClassName}>
        <option value={allOption}>{allOption}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
