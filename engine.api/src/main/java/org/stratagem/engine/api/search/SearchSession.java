package org.stratagem.engine.api.search;

import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Position;

/**
 * A series of searches by one {@link Searcher} that may share tables from one search to the next
 * (see {@link Searcher#openSession()}). The tables belong to the positions' game: a session is used
 * for one game. Used by one thread at a time.
 */
@ConsumerType
@FunctionalInterface
public interface SearchSession {

    /**
     * Searches as {@link Searcher#search(SearchRequest)} does, using and filling the session's tables.
     *
     * @param request the search to run
     * @param <P>     the game's position type
     * @return the result; never null
     */
    <P extends Position> SearchResult search(SearchRequest<P> request);

    /**
     * Sizes and allocates the session's tables for the searches to come under these limits, so that
     * no search spends its own time on allocation or clearing: call it when the memory is told (a
     * protocol's memory setting, the start of a session), outside any move's time. It returns when
     * the tables are ready. Tables are then reused from search to search and forgotten lazily (an
     * entry of an earlier search or game gives way first, as Stockfish ages its hash entries by
     * generation), never cleared by filling; a search re-allocates only when it has no table or its
     * table exceeds the search's {@link SearchLimits#memoryMb()}.
     *
     * <p>The tables take at most {@link SearchLimits#memoryMb()} (the strategy's choice when 0), less
     * when the Java heap cannot hold that much (a smaller table, never an {@link OutOfMemoryError}),
     * and no more than the searches can fill within a time or node limit. The default does nothing.
     *
     * @param limits the limits of the searches to come; their memory sizes the tables
     */
    default void prepare(SearchLimits limits) {
        // A session that keeps no tables has nothing to prepare.
    }
}
