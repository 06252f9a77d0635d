import { bangladesh } from './bangladesh';
import { brazil } from './brazil';
import { mexico } from './mexico';

/** The built-in brands. A new built-in brand is its tokens file plus one entry here. */
export const brands = { brazil, mexico, bangladesh } as const;

export type BrandName = keyof typeof brands;

export const defaultBrand: BrandName = 'brazil';
