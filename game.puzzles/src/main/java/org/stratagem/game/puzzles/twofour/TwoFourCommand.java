package org.stratagem.game.puzzles.twofour;

import java.util.List;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.game.puzzles.common.InputFiles;

/**
 * {@code ./stratagem twofour [FILE]}: the olympiad task. Reads the olympiad's input (see
 * {@link OlympiadInput}) from the context's input, which is standard input or the FILE the platform
 * opened, and prints one line per game: {@code 1} if player 1 wins with best play by both,
 * {@code 2} if player 2 wins, {@code 0} for a draw.
 *
 * <p>The whole input is read and checked before anything is solved, so bad input prints no result.
 * Every game is solved by the platform's {@value #SOLVER} strategy in one session, so that the
 * memo of canonical keys it fills for one game serves the next; each search uses the
 * {@link DistinctMoves} generator and the olympiad's 1 MB memory budget. A game that starts
 * finished (every pile holding 2 balls) is decided by its deal alone.
 */
@Component(service = Command.class)
@CommandName(TwoFourGame.ID)
public final class TwoFourCommand implements Command {
    /** The strategy that solves the games: the platform's memoised exact solver. */
    static final String SOLVER = "solver";
    /** No depth, node or time limit; the olympiad's 1.00 MB of memory for the solver's tables. */
    static final SearchLimits OLYMPIAD_LIMITS = new SearchLimits(0, 0, 0, 1, 1);

    private final TwoFourGame game = new TwoFourGame();
    private final DistinctMoves moves = new DistinctMoves();

    @Override
    public String name() {
        return TwoFourGame.ID;
    }

    @Override
    public String summary() {
        return "solve TwoFour olympiad games: who wins each with best play";
    }

    @Override
    public String usage() {
        return """
                usage: ./stratagem twofour [FILE]
                  Solves the TwoFour games of the Romanian olympiad 2002 (via USACO).
                  Input (standard input, or FILE): line 1 'N G' with 3 <= N <= 30 and 1 <= G <= 1000,
                  then G lines of N pile sizes 0..4 that add up to 2N.
                  Player 1 moves first; the 2-ball piles are dealt alternately, first to player 2.
                  Output: one line per game: 1 if player 1 wins with best play by both, 2 if player 2
                  wins, 0 for a draw.""";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        checkArguments(arguments);
        List<TwoFourPosition> starts = arguments.isEmpty() ? OlympiadInput.read(context.input())
                : InputFiles.read(arguments.get(0), OlympiadInput::read);
        SearchSession solver = context.openSearch(SOLVER);
        for (TwoFourPosition start : starts) {
            context.output().println(winner(solver, start));
        }
        return 0;
    }

    /** At most one FILE (read instead of standard input); anything more is a usage error. */
    private static void checkArguments(List<String> arguments) {
        for (String argument : arguments) {
            if (argument.startsWith("-")) {
                throw new NotationException("unknown option '" + argument + "'; usage: ./stratagem twofour [FILE]");
            }
        }
        if (arguments.size() > 1) {
            throw new NotationException("expected at most one FILE, found " + arguments.size()
                    + " arguments; usage: ./stratagem twofour [FILE]");
        }
    }

    /** @return the olympiad's answer for a game: 1, 2, or 0 for a draw */
    private int winner(SearchSession solver, TwoFourPosition start) {
        Outcome forPlayerOne = start.isTerminal() ? Outcome.ofValue(start.terminalValue(0)) : solve(solver, start);
        return switch (forPlayerOne) {
            case WIN -> 1;
            case LOSS -> 2;
            case DRAW -> 0;
        };
    }

    /** @return the outcome for player 1, who is to move at the start of every game */
    private Outcome solve(SearchSession solver, TwoFourPosition start) {
        SearchResult result = solver.search(SearchRequest.of(game, start, OLYMPIAD_LIMITS).withMoves(moves));
        Outcome outcome = result.outcome();
        if (outcome == null) {
            throw new IllegalStateException("the '" + SOLVER + "' strategy did not prove " + start + ": " + result);
        }
        return outcome;
    }
}
