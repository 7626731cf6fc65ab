/** An organisation's own courses (issue 40): the list page is routed by app/ (pages.ts); nothing else is shared. */
export {};
