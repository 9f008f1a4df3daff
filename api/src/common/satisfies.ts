import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * Validates a field with a rule from `libs/shared`: the rule returns the specification's
 * message, or null when the value is fine. The same function runs in the browser forms.
 */
export function Satisfies(rule: (value: any, object: any) => string | null) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: `satisfies:${rule.name}`,
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => rule(value, args.object) === null,
        defaultMessage: (args?: ValidationArguments) => (args ? (rule(args.value, args.object) ?? '') : ''),
      },
    });
}
