/** The primitives every screen builds on. Import from here: `import { Button, Field } from '../../ui/index.ts'`. */
export { Badge, type BadgeTone } from './Badge.tsx';
export { Button, ButtonLink, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { Card } from './Card.tsx';
export { Checkbox } from './Checkbox.tsx';
export { ChipInput } from './ChipInput.tsx';
export { cx } from './class-names.ts';
export { Dialog } from './Dialog.tsx';
export { EmptyState } from './EmptyState.tsx';
export { Field, FieldError } from './Field.tsx';
export { useFieldControl } from './field-context.ts';
export { Menu, type MenuEntry } from './Menu.tsx';
export { RadioCards, type RadioCardOption } from './RadioCards.tsx';
export { Select, type SelectOption } from './Select.tsx';
export { Spinner } from './Spinner.tsx';
export { Tabs, type TabItem } from './Tabs.tsx';
export { TextArea } from './TextArea.tsx';
export { TextInput } from './TextInput.tsx';
export { Toaster, dismissToast, toast, type ToastOptions, type ToastVariant } from './toast/index.ts';
