import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;
