package org.stratagem.game.puzzles.common;

import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.game.puzzles.twofour.DistinctMoves;
import org.stratagem.testkit.command.CommandHarness;

/** The platform's side of one run of a puzzle command, for tests: the test kit's command harness. */
public final class FakePlatform {
    private FakePlatform() {
    }

    /**
     * @param input     the command's standard input
     * @param session   the session of every strategy it opens
     * @param arguments its arguments
     * @return a harness with the puzzles' generators the commands name by default
     */
    public static CommandHarness of(String input, SearchSession session, String... arguments) {
        return new CommandHarness(arguments).withInput(input).withSearch(id -> session)
                .withMoveGenerator(DistinctMoves.ID, new DistinctMoves());
    }
}
