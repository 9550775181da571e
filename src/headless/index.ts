// Headless hooks: state and prop objects, no styles.
export {};
