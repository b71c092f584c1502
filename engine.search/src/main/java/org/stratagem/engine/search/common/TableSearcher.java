package org.stratagem.engine.search.common;

import java.util.function.Predicate;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * A strategy that searches with a table it can keep between searches: every search runs in a
 * {@link TableSession}, and a plain {@link #search} is a session of one search.
 *
 * @param <T> the table's type
 */
public abstract class TableSearcher<T> extends SearcherComponent {
    private final TableSession.Tables<T> tables;
    private final long defaultBytes;
    private final TableSession.Strategy<T> strategy;

    /**
     * @param id               the strategy id
     * @param supported        the kinds of game it supports
     * @param tables           makes a table within a budget in bytes (a constructor will do: another game
     *                         gets a new table), and forgets it for another game
     * @param defaultMegabytes the budget when a request leaves memory to the strategy
     * @param strategy         the search
     */
    protected TableSearcher(String id, Predicate<GameTraits> supported, TableSession.Tables<T> tables,
            int defaultMegabytes, TableSession.Strategy<T> strategy) {
        super(id, supported);
        this.tables = tables;
        this.defaultBytes = (long) defaultMegabytes << 20;
        this.strategy = strategy;
    }

    @Override
    public final <P extends Position> SearchResult search(SearchRequest<P> request) {
        return openSession().search(request);
    }

    @Override
    public final SearchSession openSession() {
        return new TableSession<>(this, tables, defaultBytes, strategy);
    }
}
