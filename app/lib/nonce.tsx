import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a server-rendered page, for the inline scripts we render
 * ourselves. Prerendered pages have none: their inline scripts are allowed by hash instead.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
