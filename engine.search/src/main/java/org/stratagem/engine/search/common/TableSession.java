package org.stratagem.engine.search.common;

import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;

/**
 * A session that keeps a strategy's table (a transposition table, a memo of solved positions)
 * from one search to the next, as an engine keeps its tables between the moves of a game.
 *
 * <p>Sizing. The table is made once, by {@link #prepare} when the session is told its limits
 * (outside any move's time) or else by the first search, at the size {@link TableBudget} gives. A
 * later search makes a new one only when the table exceeds that search's memory budget, or when the
 * search has no time limit and may have a larger table than the one there is; a search under a time
 * limit never grows the table. A table made by a search counts in that search's time, which is why
 * callers prepare.
 *
 * <p>Forgetting. A table's contents hold only for the game and the move generator that filled them
 * (a selective generator solves a smaller game): when the game or the generator of a request differs
 * from the previous one, the session forgets the table's entries as its kind allows (a transposition
 * table lazily, by a new key salt; a memo, which starts small and grows, by a new one). Games and
 * generators are compared by identity, as the platform hands the same service objects to every
 * search of a session.
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

    /**
     * How a strategy makes its table and forgets its entries for another game.
     *
     * @param <T> the table's type
     */
    @FunctionalInterface
    public interface Tables<T> {
        /**
         * @param budgetBytes the most memory the table may take
         * @return a new, empty table
         */
        T make(long budgetBytes);

        /**
         * @param table       the session's table
         * @param budgetBytes the budget it was made with
         * @return the table to search another game with, holding nothing of the earlier one: by
         *         default a new one, which suits tables that start small and grow
         */
        default T forAnotherGame(T table, long budgetBytes) {
            return make(budgetBytes);
        }

        /**
         * @param newTable makes a table within a budget
         * @param forget   forgets every entry of a table, in place
         * @param <T>      the table's type
         * @return tables kept for another game and forgotten in place: for tables allocated whole
         */
        static <T> Tables<T> forgotten(LongFunction<T> newTable, Consumer<T> forget) {
            return new Tables<>() {
                @Override
                public T make(long budgetBytes) {
                    return newTable.apply(budgetBytes);
                }

                @Override
                public T forAnotherGame(T table, long budgetBytes) {
                    forget.accept(table);
                    return table;
                }
            };
        }
    }

    private final Searcher searcher;
    private final Tables<T> tables;
    private final long defaultBytes;
    private final Strategy<T> strategy;
    private T table;
    private long budgetBytes;
    private Game<?> game;
    private MoveGenerator<?> generator;

    /**
     * @param searcher     the strategy's service, which checks what it supports
     * @param tables       makes and forgets the tables
     * @param defaultBytes the budget when a request leaves memory to the strategy
     * @param strategy     the search
     */
    public TableSession(Searcher searcher, Tables<T> tables, long defaultBytes, Strategy<T> strategy) {
        this.searcher = searcher;
        this.tables = tables;
        this.defaultBytes = defaultBytes;
        this.strategy = strategy;
    }

    @Override
    public void prepare(SearchLimits limits) {
        long bytes = TableBudget.bytes(limits, defaultBytes, table == null ? 0 : budgetBytes);
        if (table == null || bytes != budgetBytes) {
            make(bytes);
        }
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        SearchRun<P> run = SearchRun.start(searcher, request);
        SearchLimits limits = request.limits();
        long memoryBytes = (long) limits.memoryMb() << 20;
        long wanted = TableBudget.bytes(limits, defaultBytes, table == null ? 0 : budgetBytes);
        boolean tooLarge = memoryBytes > 0 && budgetBytes > memoryBytes;
        boolean growsUntimed = limits.deadlineMillis() == 0 && wanted > budgetBytes;
        if (table == null || tooLarge || growsUntimed) {
            make(wanted);
        } else if (game != null && (request.game() != game || request.moves() != generator)) {
            table = tables.forAnotherGame(table, budgetBytes);
        }
        game = request.game();
        generator = request.moves();
        return strategy.search(run, table);
    }

    /** Makes the table anew, the old one released first so that the heap need not hold both. */
    private void make(long bytes) {
        table = null;
        table = tables.make(bytes);
        budgetBytes = bytes;
        game = null;
        generator = null;
    }
}
