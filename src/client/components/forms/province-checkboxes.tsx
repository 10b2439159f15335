import { PROVINCE_CODES, PROVINCE_NAMES_BY_CODE, type ProvinceCode } from '../../../shared/constants';

/**
 * The provinces and territories as checkboxes (My profile's preferred provinces, My matches' filter); none
 * ticked means all of Canada.
 */
export function ProvinceCheckboxes({
  legend,
  hint,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: readonly string[];
  onChange: (next: ProvinceCode[]) => void;
}) {
  const toggle = (code: ProvinceCode, on: boolean) =>
    onChange(PROVINCE_CODES.filter((candidate) => (candidate === code ? on : value.includes(candidate))));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {hint && <p className="text-sm text-gray-600">{hint}</p>}
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {PROVINCE_CODES.map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-5 accent-blue-600"
              checked={value.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            {PROVINCE_NAMES_BY_CODE[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
