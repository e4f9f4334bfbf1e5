/** A stylesheet imported by a component under test (jest.config.js maps every .css here). */
export {};
