import { type Region, withRegionPrefix } from '@gh/shared/regions';
// Types only from the samples rules: their code stays in the modal's chunk, and this chunk
// (loaded when the order details first show) is given what it needs as props.
import type { OrderFormValues, orderFormSchema, SubmitSampleOrderResult } from '@gh/shared/samples';
import { yupResolver } from '@hookform/resolvers/yup';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Controller,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { isFocusLost } from '../internal/focus';
import { AddressField } from './AddressField';

export interface OrderFormProps {
  /** The shared order form schema for this site (orderFormSchema). */
  schema: ReturnType<typeof orderFormSchema>;
  /** The form asks for a company name and requires it (requiredCompany). */
  requireCompany: boolean;
  region: Region;
  website: string;
  apiBase: string;
  /** The samples being ordered, each with its swatch, colour and product (SampleList). */
  summary: ReactNode;
  /** What the visitor had typed before going back to the colours. */
  defaultValues?: Partial<OrderFormValues>;
  onKeepDraft(values: Partial<OrderFormValues>): void;
  onBack(): void;
  onSubmit(values: OrderFormValues): Promise<SubmitSampleOrderResult>;
}

/** The form's values as typed: the sizes are text until the schema reads them as numbers. */
type OrderFormInput = Omit<OrderFormValues, 'floorSize' | 'projectSize'> & {
  floorSize?: number | string;
  projectSize?: number | string;
};

const EMPTY: OrderFormInput = {
  firstName: '',
  lastName: '',
  company: '',
  requiredCompany: '',
  mobile: '',
  email: '',
  floorSize: '',
  projectSize: '',
  projectReference: '',
  address: null,
};

/** The type of the address's error when what it lacks is its street. */
const STREET_MISSING = 'street';

/**
 * The shared schema names a missing street `address.street`, as the server reports it. Here the
 * address is one controlled field, and react-hook-form shows a changed field's errors only at its
 * own name: the street's error is lifted onto `address`, where its type tells it apart.
 */
function withStreetOnAddress<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const street = (result.errors.address as { street?: FieldError } | undefined)?.street;
    if (!street) return result;
    const errors = { ...result.errors } as FieldErrors<T>;
    (errors as Record<string, FieldError>).address = { ...street, type: STREET_MISSING };
    return { values: {}, errors };
  };
}

interface TextFieldSpec {
  name: FieldPath<OrderFormInput>;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'decimal';
}

/**
 * Order Details (SPEC.md sections 3 and 5): the contact fields, validated on change with the
 * shared yup schema and its exact messages, the delivery address, and the privacy statement,
 * which scroll; under them Back, Submit and the order's outcome, which stay in view.
 */
export function OrderForm(props: OrderFormProps) {
  const { region, website, apiBase, onKeepDraft, onSubmit } = props;
  const id = useId();
  const { schema, requireCompany } = props;
  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: withStreetOnAddress<OrderFormInput>(yupResolver(schema) as never) as never,
    mode: 'onChange',
    defaultValues: { ...EMPTY, ...(props.defaultValues as Partial<OrderFormInput>) },
  });
  const { register, control, handleSubmit, getValues, formState } = form;
  // Why the last order sent did not go through (SPEC.md section 8); the field errors say what
  // is missing from an order not sent, so nothing shows here for those.
  const [message, setMessage] = useState<string | null>(null);
  const sent = useRef(false);
  // The details lookup of the suggestion chosen last, while it runs. Submit waits for it: the
  // address is only complete once its details arrive, and a quick click must not beat them.
  const addressLookup = useRef<Promise<void> | null>(null);
  const [awaitingAddress, setAwaitingAddress] = useState(false);
  const trackAddressLookup = (lookup: Promise<void>) => {
    addressLookup.current = lookup;
    void lookup.finally(() => {
      if (addressLookup.current === lookup) addressLookup.current = null;
    });
  };

  // Going back to the colours keeps what was typed; a sent order leaves nothing behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only
  useEffect(
    () => () => {
      if (!sent.current) onKeepDraft(getValues() as Partial<OrderFormValues>);
    },
    [],
  );

  const fields: TextFieldSpec[] = [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
    requireCompany
      ? { name: 'requiredCompany', label: 'Company name', autoComplete: 'organization' }
      : { name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
    { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'floorSize', label: 'Floor size in m² (optional)', inputMode: 'decimal' },
    { name: 'projectSize', label: 'Project size in m² (optional)', inputMode: 'decimal' },
    { name: 'projectReference', label: 'Project reference (optional)' },
  ];

  // Submit is disabled while the order is sent, which drops focus in Chromium: an order that did
  // not go through gives it back to Submit, under the message saying why.
  const submitRef = useRef<HTMLButtonElement>(null);
  const [refocusSubmit, setRefocusSubmit] = useState(false);
  useEffect(() => {
    if (!refocusSubmit || formState.isSubmitting) return;
    setRefocusSubmit(false);
    const button = submitRef.current;
    if (button && isFocusLost(button)) button.focus();
  }, [refocusSubmit, formState.isSubmitting]);

  const validateAndSend = handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result.ok) sent.current = true;
    else {
      setMessage(result.message);
      setRefocusSubmit(true);
    }
  });

  const submit = async () => {
    // A new attempt: the outcome of the last one no longer holds.
    setMessage(null);
    if (addressLookup.current) {
      setAwaitingAddress(true);
      // A newer choice can start while one is awaited: wait until none is pending.
      while (addressLookup.current) await addressLookup.current;
      setAwaitingAddress(false);
    }
    await validateAndSend();
  };

  return (
    <form
      className="order modal-step"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!awaitingAddress) void submit();
      }}
    >
      <div className="modal-scroll">
        <section className="order-samples" aria-labelledby={`${id}-samples`}>
          <h3 id={`${id}-samples`}>Your samples</h3>
          {props.summary}
        </section>
        <h3 className="details-title">Your details</h3>
        <div className="fields">
          {fields.map((field) => {
            const error = formState.errors[field.name as keyof OrderFormInput]?.message;
            const inputId = `${id}-${field.name}`;
            return (
              <div key={field.name} className="field">
                <label htmlFor={inputId}>{field.label}</label>
                <input
                  id={inputId}
                  part="input"
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  {...register(field.name)}
                />
                {error && (
                  <p id={`${inputId}-error`} className="error" part="error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState: { error } }) => (
            <AddressField
              region={region}
              website={website}
              apiBase={apiBase}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              error={error?.type === STREET_MISSING ? undefined : error?.message}
              streetError={error?.type === STREET_MISSING ? error.message : undefined}
              onDetailsLookup={trackAddressLookup}
            />
          )}
        />
        <p className="privacy">
          We use your details only to send your samples and to follow up on your order. Read our{' '}
          <a
            href={`${apiBase.replace(/\/+$/, '')}${withRegionPrefix('/privacy', region)}`}
            target="_blank"
            rel="noopener"
          >
            privacy policy
          </a>
          .
        </p>
      </div>
      <div className="modal-footer">
        {message && (
          <p className="error submit-error" part="error" role="alert">
            {message}
          </p>
        )}
        <button type="button" className="secondary" onClick={props.onBack}>
          Back
        </button>
        <button
          ref={submitRef}
          type="submit"
          className="primary"
          part="primary-button"
          aria-busy={awaitingAddress || formState.isSubmitting || undefined}
          disabled={formState.isSubmitting}
        >
          {awaitingAddress ? 'Looking up address…' : formState.isSubmitting ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
