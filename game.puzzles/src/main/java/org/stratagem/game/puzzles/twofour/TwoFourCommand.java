package org.stratagem.game.puzzles.twofour;

import java.util.List;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.game.puzzles.common.JudgeArguments;

/**
 * {@code ./stratagem twofour [FILE] [--strategy ID] [--movegen ID]}: the olympiad task. Reads the olympiad's input (see
 * {@link OlympiadInput}) from the context's input, which is standard input or the FILE the platform
 * opened, and prints one line per game: {@code 1} if player 1 wins with best play by both,
 * {@code 2} if player 2 wins, {@code 0} for a draw.
 *
 * <p>The whole input is read and checked before anything is solved, so bad input prints no result.
 * Every game is solved in one session, so that the memo of canonical keys the strategy fills for one
 * game serves the next, with the olympiad's 1 MB memory budget. The strategy and generator are the
 * user's choice, else the platform's configured bindings, else the {@value #SOLVER} strategy on the
 * {@link DistinctMoves} generator; a strategy that does not prove the outcome fails the command. A game that starts
 * finished (every pile holding 2 balls) is decided by its deal alone.
 */
@Component(service = Command.class)
@CommandName(TwoFourGame.ID)
public final class TwoFourCommand implements Command {
    /** The strategy that solves the games by default: the platform's memoised exact solver. */
    static final String SOLVER = "solver";
    /** The command's defaults: the solver, on the generator of distinct moves. */
    static final Choice DEFAULTS = new Choice(SOLVER, DistinctMoves.ID, null);
    /** No depth, node or time limit; the olympiad's 1.00 MB of memory for the solver's tables. */
    static final SearchLimits OLYMPIAD_LIMITS = new SearchLimits(0, 0, 0, 1, 1);

    private final TwoFourGame game = new TwoFourGame();

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
                usage: ./stratagem twofour [FILE] [--strategy ID] [--movegen ID]
                  Solves the TwoFour games of the Romanian olympiad 2002 (via USACO).
                  Input (standard input, or FILE): line 1 'N G' with 3 <= N <= 30 and 1 <= G <= 1000,
                  then G lines of N pile sizes 0..4 that add up to 2N.
                  Player 1 moves first; the 2-ball piles are dealt alternately, first to player 2.
                  Output: one line per game: 1 if player 1 wins with best play by both, 2 if player 2
                  wins, 0 for a draw.
                  --strategy ID  the strategy that proves the outcomes (default solver)
                  --movegen ID   its move generator (default distinct)""";
    }

    @Override
    public int run(CommandContext context) {
        JudgeArguments arguments = JudgeArguments.of(context);
        List<TwoFourPosition> starts = arguments.read(context, OlympiadInput::read);
        Binding<TwoFourPosition> binding = context.bind(game, arguments.choice(), DEFAULTS);
        SearchSession solver = context.openSearch(binding.strategy());
        for (TwoFourPosition start : starts) {
            context.output().println(winner(solver, binding, start));
        }
        return 0;
    }

    /** @return the olympiad's answer for a game: 1, 2, or 0 for a draw */
    private int winner(SearchSession solver, Binding<TwoFourPosition> binding, TwoFourPosition start) {
        Outcome forPlayerOne = start.isTerminal() ? Outcome.ofValue(start.terminalValue(0))
                : solve(solver, binding, start);
        return switch (forPlayerOne) {
            case WIN -> 1;
            case LOSS -> 2;
            case DRAW -> 0;
        };
    }

    /** @return the outcome for player 1, who is to move at the start of every game */
    private Outcome solve(SearchSession solver, Binding<TwoFourPosition> binding, TwoFourPosition start) {
        SearchResult result = solver.search(new SearchRequest<>(game, start, binding.moves(), binding.evaluator(),
                OLYMPIAD_LIMITS, SearchListener.NONE, new StopSignal()));
        Outcome outcome = result.outcome();
        if (outcome == null) {
            throw new IllegalStateException("the '" + binding.strategy() + "' strategy did not prove " + start + ": "
                    + result);
        }
        return outcome;
    }
}
