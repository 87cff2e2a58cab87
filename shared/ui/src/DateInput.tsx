/**
 * A day chosen in Spanish: typed as 'dd/mm/aaaa' or picked from a calendar that starts on Monday, with months and
 * weekdays in Spanish (Chakra's DatePicker, on Ark UI's date machine). The value is the day as the API takes it,
 * 'YYYY-MM-DD', or '' for none; `min` and `max` bound it (the other end of a range: 'Desde' and 'Hasta').
 */
import { useMemo } from 'react';
import { Box, DatePicker, Field, IconButton, parseDate } from '@chakra-ui/react';
import { CONSOLE_LOCALE } from '@console/contracts';
import { FieldLabel } from './FieldLabel';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayValue = (day: string | undefined) => (day && DAY.test(day) ? parseDate(day) : undefined);

export interface DateInputProps {
  label: string;
  value: string;
  onChange(day: string): void;
  onBlur?(): void;
  min?: string;
  max?: string;
  invalid?: boolean;
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
}

export function DateInput({ label, value, onChange, onBlur, min, max, invalid, errorText, required, disabled }: DateInputProps) {
  const chosen = useMemo(() => dayValue(value), [value]);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <DatePicker.Root
        locale={CONSOLE_LOCALE}
        startOfWeek={1}
        // The calendar's tables exist only while it is open (a page's tables are its lists).
        lazyMount
        unmountOnExit
        value={chosen ? [chosen] : []}
        min={dayValue(min)}
        max={dayValue(max)}
        disabled={disabled}
        invalid={invalid}
        onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
        // Not portalled, so it works inside modal dialogs; 'fixed' escapes a table's scroll area.
        positioning={{ strategy: 'fixed', placement: 'bottom-start' }}
        translations={{
          clearTrigger: 'Borrar fecha',
          trigger: (open) => (open ? 'Cerrar calendario' : 'Abrir calendario'),
          nextTrigger: (view) => ({ day: 'Mes siguiente', month: 'Año siguiente', year: 'Años siguientes' })[view],
          prevTrigger: (view) => ({ day: 'Mes anterior', month: 'Año anterior', year: 'Años anteriores' })[view],
          viewTrigger: (view) => ({ day: 'Elegir mes', month: 'Elegir año', year: 'Elegir década' })[view],
        }}
      >
        <FieldLabel label={label} as={DatePicker.Label} />
        <DatePicker.Control>
          <DatePicker.Input bg="bg" placeholder="dd/mm/aaaa" onBlur={onBlur} />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger asChild>
              <IconButton variant="ghost" size="xs">
                <CalendarIcon />
              </IconButton>
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </DatePicker.Root>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export interface DayRange {
  from: string;
  to: string;
}

/** Why a range of days cannot be used yet ('Elige las fechas Desde y Hasta.'), or null: both days, in order. */
export function rangeProblem({ from, to }: DayRange): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Elige las fechas Desde y Hasta.';
  // Days as 'YYYY-MM-DD' compare as text.
  return from <= to ? null : 'La fecha Desde debe ser anterior o igual a Hasta.';
}

/** A range of days, both included: 'Desde' and 'Hasta', each bounding the other's calendar. */
export function DayRangeFields({ range, onChange }: { range: DayRange; onChange(range: DayRange): void }) {
  const { from, to } = range;
  return (
    <>
      <Box flex="1" minW="40" maxW="56">
        <DateInput label="Desde" value={from} max={to || undefined} onChange={(day) => onChange({ from: day, to })} />
      </Box>
      <Box flex="1" minW="40" maxW="56">
        <DateInput label="Hasta" value={to} min={from || undefined} onChange={(day) => onChange({ from, to: day })} />
      </Box>
    </>
  );
}
