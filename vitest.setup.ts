// Adds DOM matchers (toHaveTextContent...) for component tests that opt into jsdom
// with a `// @vitest-environment jsdom` comment.
import "@testing-library/jest-dom/vitest";
