/** The names of `@chakra-ui/react` the console shares (./chakra.cjs). */
export declare const CHAKRA_NAMES: readonly string[];
/** How version.json names a Chakra name among the names a remote uses or the host provides. */
export declare function chakraName(name: string): string;
