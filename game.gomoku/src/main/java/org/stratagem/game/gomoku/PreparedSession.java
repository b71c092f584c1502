package org.stratagem.game.gomoku;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The brain's search session and the tables it searches with, prepared when the manager tells the
 * memory rather than within a move. The manager sends {@code INFO max_memory} and then a move
 * request at once, and counts the time of that move from its request: tables of gigabytes, whose
 * allocation takes about a second a gigabyte, are therefore prepared in a new session on a thread of
 * their own while the brain plays on with the session it has; the first move after they are ready
 * switches to them (and the old session's tables go to the garbage collector).
 */
final class PreparedSession {
    private final Supplier<SearchSession> sessions;
    private SearchSession current;
    private int currentMemoryMb;
    private CompletableFuture<SearchSession> pending;
    private int pendingMemoryMb;

    /**
     * Opens the first session and prepares its tables at the strategy's default size, now.
     *
     * @param sessions opens a new session of the brain's strategy
     */
    PreparedSession(Supplier<SearchSession> sessions) {
        this.sessions = sessions;
        current = sessions.get();
        current.prepare(SearchLimits.NONE);
    }

    /**
     * Starts preparing tables for these limits' memory in a new session, unless the session has them
     * or is being given them.
     *
     * @param forTables the limits to prepare with (their memory, no time)
     */
    void prepare(SearchLimits forTables) {
        int memoryMb = forTables.memoryMb();
        if (pending == null ? memoryMb == currentMemoryMb : memoryMb == pendingMemoryMb) {
            return;
        }
        pendingMemoryMb = memoryMb;
        pending = CompletableFuture.supplyAsync(() -> {
            SearchSession prepared = sessions.get();
            prepared.prepare(forTables);
            return prepared;
        }, PreparedSession::onOwnThread);
    }

    /**
     * @param messages told why tables could not be prepared, if they could not
     * @return the session to search the next move with: the prepared one if it is ready
     */
    SearchSession forMove(Consumer<String> messages) {
        if (pending != null && pending.isDone()) {
            try {
                current = pending.join();
                currentMemoryMb = pendingMemoryMb;
            } catch (CompletionException failed) {
                messages.accept("MESSAGE tables of " + pendingMemoryMb + " MiB could not be prepared ("
                        + failed.getCause().getMessage() + "); playing on with " + currentMemoryMb + " MiB");
            }
            pending = null;
        }
        return current;
    }

    /** @return the memory the current session's tables were prepared for, in MiB (0: the strategy's default) */
    int memoryMb() {
        return currentMemoryMb;
    }

    private static void onOwnThread(Runnable preparation) {
        Thread thread = new Thread(preparation, "gomocup-tables");
        thread.setDaemon(true);
        thread.start();
    }
}
