import { TAG_PERIOD_MESSAGE, type SaveTagRequest, type Tag } from '@hearth/contract';

/** What the tag editor holds. Active is shown the way people think of it; the API stores `deactivated`. */
export interface TagFormValues {
  name: string;
  active: boolean;
  useValidityPeriod: boolean;
  validFrom: string | null;
  validTo: string | null;
}

export const NEW_TAG: TagFormValues = {
  name: '',
  active: true,
  useValidityPeriod: false,
  validFrom: null,
  validTo: null,
};

export function tagFormValuesOf(tag: Tag): TagFormValues {
  return {
    name: tag.name,
    active: !tag.deactivated,
    useValidityPeriod: tag.useValidityPeriod,
    validFrom: tag.validFrom,
    validTo: tag.validTo,
  };
}

/** Why the tag cannot be saved as it is, or null. The server checks the same and more (names, order of dates). */
export function tagFormProblem(values: TagFormValues): string | null {
  if (values.useValidityPeriod && !values.validFrom && !values.validTo) return TAG_PERIOD_MESSAGE;
  return null;
}

/** The body of POST /api/tags. Without a validity period its dates are cleared. */
export function saveTagRequestOf(values: TagFormValues, id: number | null): SaveTagRequest {
  return {
    id,
    name: values.name.trim(),
    deactivated: !values.active,
    useValidityPeriod: values.useValidityPeriod,
    validFrom: values.useValidityPeriod ? values.validFrom : null,
    validTo: values.useValidityPeriod ? values.validTo : null,
  };
}
