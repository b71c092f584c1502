package org.stratagem.launcher.command;

/**
 * How much memory the Java heap can give a search's tables: what a {@code --memory} may ask for.
 * The heap's free room now, less an eighth of the heap for the platform and the searches
 * themselves. A strategy may still take less (it caps its tables by what it can fill in the time
 * given, and by the heap as it finds it); asking for more than this is refused before any search,
 * rather than ending in an {@link OutOfMemoryError}.
 */
final class HeapRoom {
    private HeapRoom() {
    }

    /** @return the megabytes (MiB) of tables the heap can hold now */
    static long tableMegabytes() {
        Runtime heap = Runtime.getRuntime();
        long used = heap.totalMemory() - heap.freeMemory();
        return Math.max(0, heap.maxMemory() - heap.maxMemory() / 8 - used) >> 20;
    }
}
