import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The suite runs on every core, next to other work in CI; a lazy screen's chunk can take more
// than Testing Library's default second to load there.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
// The web server's tests run in Node, without a window.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
