export { FormError, SubmitButton } from "./form-actions";
export { FormField, FormTextArea, useSchemaField, type FieldKind } from "./form-field";
export { SchemaForm } from "./schema-form";
export { FORM_ERROR, useSchemaForm, type SchemaForm as SchemaFormApi } from "./use-schema-form";
