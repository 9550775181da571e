// The CSS pass of tsup.config.ts: every module with styles, so one `earnkit/styles.css` holds them all.
export * from './index';
export * from './flows';
