import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
// The web server's tests run in Node, without a window.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
