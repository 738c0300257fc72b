import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface CommonProps {
  label: string;
  error?: string | undefined;
}

type InputProps = CommonProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled input (or textarea) with its error line under it. */
export function TextField(props: InputProps | AreaProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const errorId = `${id}-error`;
  const a11y = { id, 'aria-invalid': props.error ? true : undefined, 'aria-describedby': props.error ? errorId : undefined };
  let control;
  if (props.multiline) {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <textarea className="field-input min-h-32" {...rest} {...a11y} />;
  } else {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <input className="field-input" {...rest} {...a11y} />;
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {control}
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
