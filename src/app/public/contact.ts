/** Where demo requests go (docs/product.md §1: the contact page asks visitors to request a demo by e-mail). */
export const DEMO_REQUEST_EMAIL = 'demo@poolside-polo.com';
