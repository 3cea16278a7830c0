/** The product name, shown in the header, the footer and every page title. */
export const PRODUCT_NAME = 'Satchel';

/** The public source repository linked from the top navigation. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/satchel-app/satchel';
