package org.stratagem.testkit;

import java.util.List;
import java.util.Optional;

/**
 * What a conformance check found: how much it checked, and the first violation of a contract, if any,
 * with the moves from the start position that lead to it.
 *
 * @param game      the game's id
 * @param games     the random games played
 * @param positions the positions checked
 * @param violation the first violation, if any
 */
public record ConformanceReport(String game, int games, long positions, Optional<Violation> violation) {

    /**
     * One broken contract.
     *
     * @param start   the position the game started from, in the game's notation ("" the initial one)
     * @param moves   the moves from there, in the game's notation, to the position where it was found
     * @param message what is broken
     */
    public record Violation(String start, List<String> moves, String message) {
        /** Defensive copy. */
        public Violation {
            moves = List.copyOf(moves);
        }

        @Override
        public String toString() {
            return "from " + (start.isEmpty() ? "the initial position" : "'" + start + "'") + " after "
                    + (moves.isEmpty() ? "no move" : "moves '" + String.join(" ", moves) + "'") + ": " + message;
        }
    }

    /** @return whether every contract held */
    public boolean passed() {
        return violation.isEmpty();
    }

    /** @return one line: the game, what was checked, and the verdict */
    @Override
    public String toString() {
        String checked = game + ": " + games + " random games, " + positions + " positions checked";
        return violation.map(found -> checked + ": FAILS " + found).orElse(checked + ": conforms");
    }
}
