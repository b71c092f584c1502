package org.stratagem.engine.search.common;

import java.util.function.LongFunction;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.api.SearchSession;
import org.stratagem.engine.api.Searcher;

/**
 * A session that keeps a strategy's table (a transposition table, a memo of solved positions)
 * from one search to the next, as an engine keeps its tables between the moves of a game.
 *
 * <p>A table's contents hold only for the game and the move generator that filled them (a
 * selective generator solves a smaller game), and its size is set by the memory budget: when the
 * game, the generator or the budget of a request differs from the previous one, the session starts
 * a new table. Games and generators are compared by identity, as the platform hands the same
 * service objects to every search of a session.
 *
 * @param <T> the table's type
 */
public final class TableSession<T> implements SearchSession {

    /**
     * The search a strategy runs with a table.
     *
     * @param <T> the table's type
     */
    @FunctionalInterface
    public interface Strategy<T> {
        /**
         * @param run   the started run
         * @param table the session's table
         * @param <P>   the game's position type
         * @return the result
         */
        <P extends Position> SearchResult search(SearchRun<P> run, T table);
    }

    private final Searcher searcher;
    private final LongFunction<T> newTable;
    private final long defaultBytes;
    private final Strategy<T> strategy;
    private T table;
    private Game<?> game;
    private MoveGenerator<?> generator;
    private long budgetBytes;

    /**
     * @param searcher     the strategy's service, which checks what it supports
     * @param newTable     makes a table within a budget in bytes
     * @param defaultBytes the budget when a request leaves memory to the strategy
     * @param strategy     the search
     */
    public TableSession(Searcher searcher, LongFunction<T> newTable, long defaultBytes, Strategy<T> strategy) {
        this.searcher = searcher;
        this.newTable = newTable;
        this.defaultBytes = defaultBytes;
        this.strategy = strategy;
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        SearchRun<P> run = SearchRun.start(searcher, request);
        int memoryMb = request.limits().memoryMb();
        long bytes = memoryMb > 0 ? (long) memoryMb << 20 : defaultBytes;
        if (table == null || request.game() != game || request.moves() != generator || bytes != budgetBytes) {
            table = newTable.apply(bytes);
            game = request.game();
            generator = request.moves();
            budgetBytes = bytes;
        }
        return strategy.search(run, table);
    }
}
