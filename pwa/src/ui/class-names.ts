/** Joins class names, skipping falsy ones, so variants read as `cx(base, isActive && active)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
