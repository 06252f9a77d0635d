/** Texts the VendorMenu writes itself, English by default; `{category}` is the category's label. */
export interface VendorMenuMessages {
  /** The first item, to the whole category. */
  viewAll: string;
  /** The menu's accessible name. */
  vendors: string;
}

export const vendorMenuMessages: VendorMenuMessages = {
  viewAll: 'All {category}',
  vendors: '{category} providers',
};
