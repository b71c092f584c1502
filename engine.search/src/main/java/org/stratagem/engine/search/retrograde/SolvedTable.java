package org.stratagem.engine.search.retrograde;

import org.stratagem.engine.api.table.Tablebase;

/**
 * The table a {@link RetrogradeSearcher} session keeps: the solved states of the game and move
 * generator of its searches, filled by the first search and read by the next ones, within a budget.
 */
final class SolvedTable {
    private final long budgetBytes;
    private Tablebase values;

    /**
     * @param budgetBytes the most memory the table may take
     */
    SolvedTable(long budgetBytes) {
        this.budgetBytes = budgetBytes;
    }

    /**
     * @param states a number of states
     * @return whether a table of that many states fits the budget
     */
    boolean fits(int states) {
        return 2L * states <= budgetBytes;
    }

    /** @return the solved values, or null before the first solve */
    Tablebase values() {
        return values;
    }

    /**
     * @param solved the values of every state
     */
    void keep(Tablebase solved) {
        values = solved;
    }
}
