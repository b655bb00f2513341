export function rankedLanguages(header: string | null | undefined): string[];
