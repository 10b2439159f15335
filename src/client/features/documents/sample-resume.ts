/**
 * The demo document the output panel loads with 'Load Sample': a Canadian-format resume for a fictional
 * caregiver, as the built-in writer lays one out, so a member can see the format and try Copy, Word and PDF
 * before writing their own. Its person and employers are invented and labelled as a sample.
 */
export const SAMPLE_RESUME_TITLE = 'Sample resume — Caregiver';

export const SAMPLE_RESUME = `# Wanjĩrũ Njoroge-Ogutu

**Caregiver · Personal Support Worker**

Nairobi, Kenya · +254 712 345 678 · wanjiru.njoroge@example.com

## Profile

Caregiver with five years of experience supporting elderly and recovering clients at home and in residential care. Trusted with medication, personal care and daily activities, and ready to relocate to Canada.

## Core Skills

Personal care and hygiene · Dementia care · First aid and CPR · Medication reminders · Meal preparation · Care records

## Experience

**Caregiver** · Residential care home, Karen, Nairobi · Apr 2021 – Present
- Assist 8 elderly residents with bathing, dressing, feeding and mobility every shift
- Give medication as prescribed and record every dose in the care log
- Plan daily activities such as walks, puzzles and music sessions, raising attendance by 40%

**Home-Based Carer** · Private family, Lavington, Nairobi · Jan 2019 – Mar 2021
- Cared for a 78-year-old client recovering from a stroke, from bed rest to walking with a frame
- Prepared special-diet meals and kept the home clean and safe
- Accompanied the client to 30+ hospital appointments and reported changes to the family

## Education

- **Certificate in Caregiving** · Kenya Red Cross Training Institute · 2018
- **KCSE – Mean Grade C+** · Secondary school, Kiambu · 2014

These credentials can be assessed for Canadian equivalency through an Educational Credential Assessment (ECA).

## Languages

English (Fluent) · Kiswahili (Native) · Kikuyu (Native)

## References

References available upon request.
`;
