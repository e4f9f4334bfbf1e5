/**
 * The parts of swiper the site uses (the home slideshow and the product carousel), loaded as one
 * chunk by `import()` when one of them starts. Named imports here let webpack keep only these
 * modules: a dynamic `import('swiper/modules')` keeps every module swiper has (19 KB gzip).
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
