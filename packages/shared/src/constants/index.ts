export * from './categories';
export * from './limits';
export * from './meal-list';
export * from './password-rules';
export * from './plans';
export * from './statuses';
export * from './banners';
export * from './image-widths';
