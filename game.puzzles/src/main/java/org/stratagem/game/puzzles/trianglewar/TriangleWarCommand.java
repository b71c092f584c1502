package org.stratagem.game.puzzles.trianglewar;

import java.util.ArrayList;
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
 * {@code ./stratagem trianglewar [FILE] [--strategy ID] [--movegen ID]}: the PKU JudgeOnline 1085 task. Reads the
 * judge's input (see {@link JudgeInput}) from the context's input, or from FILE, and prints one line
 * per game, {@code Game k: A wins.} or {@code Game k: B wins.}: who wins with best play by both from
 * the moves given on.
 *
 * <p>The whole input is read and checked before anything is solved, so bad input prints no result
 * and opens no search. A game in which one player already holds more than half of the 9 triangles
 * (a finished game among them) is decided without a search. Any other game is solved by the
 * platform's strategy {@code ID} (the user's choice, else the configured one, else
 * {@value #DEFAULT_STRATEGY}), all games in one session, with no limits: the strategy must prove the outcome. It
 * searches the position as the moves left it, triangles won so far included, since a position's
 * {@link TriangleWarPosition#terminalValue(int) final value} counts every triangle: the proven
 * outcome for the side to move is then the outcome of the whole game, whether the strategy proves
 * the final margin ({@code alphabeta}, {@code minimax}) or only who wins ({@code solver}). A strategy
 * that cannot prove without a limit ({@code mcts}) refuses the first search, and the command ends with
 * its reason before printing anything: the answers are printed once all games are solved.
 */
@Component(service = Command.class)
@CommandName(TriangleWarGame.ID)
public final class TriangleWarCommand implements Command {
    /**
     * The strategy that solves the games unless {@code --strategy} names another: the win/loss
     * search, which is the seed's alpha-beta with its win/loss cutoffs in generic form (the judge
     * asks only who wins, and a node is done as soon as one move wins: on the empty board 0.94 M
     * nodes against alpha-beta's 6.0 M for the exact margin).
     */
    static final String DEFAULT_STRATEGY = "solver";

    private static final String USAGE_LINE = "usage: ./stratagem trianglewar [FILE] [--strategy ID] [--movegen ID]";

    private final TriangleWarGame game = new TriangleWarGame();

    @Override
    public String name() {
        return TriangleWarGame.ID;
    }

    @Override
    public String summary() {
        return "solve Triangle War games (PKU 1085): who wins each with best play";
    }

    @Override
    public String usage() {
        return USAGE_LINE + """

                  Solves the Triangle War games of PKU JudgeOnline 1085.
                  Input (standard input, or FILE): line 1 the number of games T, then for each game
                  a line with the number m of moves played so far (0..18), then m lines 'i j', the
                  dots of each segment drawn, in the order played, A first. Dots are numbered 1..10,
                  rows of 1, 2, 3 and 4 from the top, left to right.
                  Output: one line per game, 'Game k: A wins.' or 'Game k: B wins.', with best play
                  by both from there on.
                  --strategy ID  the platform strategy that solves the games (default solver)
                  --movegen ID   its move generator (default: the game's preferred one)""";
    }

    @Override
    public int run(CommandContext context) {
        JudgeArguments arguments = JudgeArguments.of(context);
        List<TriangleWarPosition> games = arguments.read(context, JudgeInput::read);
        Binding<TriangleWarPosition> binding = context.bind(game, arguments.choice(), Choice.strategy(DEFAULT_STRATEGY));
        SearchSession session = context.openSearch(binding.strategy());
        List<String> answers = new ArrayList<>(games.size());
        for (int index = 0; index < games.size(); index++) {
            String winner = aWins(session, binding, games.get(index)) ? "A" : "B";
            answers.add("Game " + (index + 1) + ": " + winner + " wins.");
        }
        answers.forEach(context.output()::println);
        return 0;
    }

    /** @return whether A wins the game with best play by both from the position on */
    private boolean aWins(SearchSession session, Binding<TriangleWarPosition> binding, TriangleWarPosition position) {
        if (Math.max(position.triangles(0), position.triangles(1)) > Board.TRIANGLES / 2) {
            return position.triangles(0) > position.triangles(1);
        }
        SearchResult result = session.search(new SearchRequest<>(game, position, binding.moves(), binding.evaluator(),
                SearchLimits.NONE, SearchListener.NONE, new StopSignal()));
        Outcome outcome = result.outcome();
        if (outcome == null) {
            throw new IllegalStateException("the '" + binding.strategy() + "' strategy did not prove " + position + ": "
                    + result);
        }
        return (position.seatOnTurn() == 0 ? outcome : outcome.negate()) == Outcome.WIN;
    }
}
