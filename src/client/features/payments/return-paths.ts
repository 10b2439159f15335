/** Where a finished checkout goes; either way the member signs in next (docs/product.md#checkout). */
export const PAYMENT_RETURN_PATH = '/sign-in?payment=success&redirect=jobs';
export const HUMANITARIAN_RETURN_PATH = '/sign-in?access=humanitarian';

export const PAY_BUTTON_LABEL = '$300 CAD — Pay now';
export const PROCESSING_LABEL = 'Processing…';
