package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

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
}
