package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchResult;

/**
 * The brain's choices in the Swap2 opening, asked by the Gomocup protocol's {@code SWAP2BOARD}
 * (Piskvork's protocol document, 2022-12-20; Gomocup's experimental tournaments since 2020). The
 * manager sends the stones placed so far, one {@code x,y} a line in the order of play (black first,
 * colours alternating), then {@code DONE}; the brain answers in one line:
 * <ul>
 * <li>no stone: it opens, placing black, white and black, {@code x1,y1 x2,y2 x3,y3};</li>
 * <li>three stones: {@code SWAP} (it takes black; the opponent, white, moves next), or the fourth
 * stone {@code x4,y4} (it takes white and plays), or two stones {@code x4,y4 x5,y5} (white's and
 * black's, after which the opponent chooses its colour);</li>
 * <li>five stones: {@code SWAP} (it takes black) or the sixth stone {@code x6,y6} (it takes white
 * and plays).</li>
 * </ul>
 * A {@code BOARD} then carries the game on, so the brain's own board after its answer matters only
 * to a manager that sends {@code TURN} instead: it holds the stones so far and those of the answer.
 *
 * <p>The policy: every choice rests on searches of the position with white to move (the brain's
 * strategy, each under a share of the move's time), whose score S is white's view of it and -S
 * black's.
 * <ul>
 * <li>Opening: each of the 26 {@link RenjuOpenings}, moved to the board's centre, is searched, and
 * the one whose |S| is smallest (the first of them in the file's order on a tie) is placed: the
 * opener wants the opponent's choice of colour to gain it nothing.</li>
 * <li>Three stones: white's side if S &ge; 0, playing the search's move; black's ({@code SWAP}) if
 * S &lt; 0. But when the search sees no side ahead, |S| &lt; {@value #BALANCED}, a colour chosen on
 * that score would rest on noise: the brain then places white's best stone and black's best reply,
 * provided the five-stone position is as balanced, and lets the opponent choose.</li>
 * <li>Five stones: white's side (the search's move) if S &ge; 0, else black's ({@code SWAP}).</li>
 * </ul>
 * A search that fails or finds no move leaves the brain black ({@code SWAP}); an opening whose search
 * fails is not chosen unless all fail (then the first). Each choice is said in a {@code MESSAGE}
 * after the search's own.
 */
final class Swap2 {
    /** Below this score, on the evaluator's scale, a position counts as balanced: about an open three. */
    static final int BALANCED = 150;

    private final BrainSearch search;

    /**
     * The answer to a {@code SWAP2BOARD}.
     *
     * @param reply    the line to send
     * @param position the brain's board after it: the stones given and those of the answer
     */
    record Answer(String reply, GomokuPosition position) {
    }

    /** @param search the brain's searches */
    Swap2(BrainSearch search) {
        this.search = search;
    }

    /**
     * @param game     the game of the match (its board and rule)
     * @param stones   the stones given, {@code x,y} each, in the order of play
     * @param limits   the limits of one move, which the answer's searches share
     * @param messages told what the searches found and what the brain chose
     * @return the answer
     * @throws NotationException if the stones are not 0, 3 or 5 legal moves from the empty board
     */
    Answer answer(GomokuGame game, List<int[]> stones, SearchLimits limits, Consumer<String> messages) {
        GomokuPosition given;
        try {
            given = game.parsePosition(stones.stream().map(stone -> stone[0] + "," + stone[1])
                    .collect(Collectors.joining(" ")));
        } catch (NotationException bad) {
            throw new NotationException("SWAP2BOARD " + bad.getMessage());
        }
        return switch (stones.size()) {
            case 0 -> open(game, given, limits, messages);
            case 3 -> respond(game, given, limits, messages);
            case 5 -> choose(game, given, limits, messages);
            default -> throw new NotationException("SWAP2BOARD gave " + stones.size() + (stones.size() == 1 ? " stone" : " stones")
                    + ": expected 0, 3 or 5");
        };
    }

    /** Places the opening whose search finds it the most balanced. */
    private Answer open(GomokuGame game, GomokuPosition empty, SearchLimits limits, Consumer<String> messages) {
        List<int[]> openings = RenjuOpenings.on(empty.board());
        // one share more than the searches, for their starts and ends: 26 of them
        SearchLimits each = share(limits, openings.size() + 1);
        GomokuPosition best = null;
        SearchResult bestResult = null;
        for (int[] opening : openings) {
            GomokuPosition position = game.parsePosition(moves(game, empty, opening));
            SearchResult result = search.search(game, position, each, messages, "passing this opening by");
            // the first opening stands until one is searched; then only a smaller |score| replaces it
            if (best == null || result != null && (bestResult == null || Math.abs(result.score()) < Math.abs(bestResult.score()))) {
                best = position;
                bestResult = result;
            }
        }
        if (bestResult != null) {
            messages.accept(BrainSearch.message(game, best, bestResult));
            messages.accept("MESSAGE swap2: white scores " + bestResult.score() + " after the most balanced of "
                    + openings.size() + " openings");
        }
        return new Answer(moves(game, best, best.moves()), best);
    }

    /** Three stones: white's side, black's, or two more stones. */
    private Answer respond(GomokuGame game, GomokuPosition three, SearchLimits limits, Consumer<String> messages) {
        SearchLimits each = share(limits, 3);
        SearchResult white = searched(game, three, each, messages, "taking black");
        if (white == null) {
            return new Answer("SWAP", three);
        }
        GomokuPosition four = after(three, white.bestMove());
        if (Math.abs(white.score()) < BALANCED) {
            SearchResult black = searched(game, four, each, messages, "choosing a side");
            if (black != null) {
                GomokuPosition five = after(four, black.bestMove());
                SearchResult balance = searched(game, five, each, messages, "choosing a side");
                if (balance != null && Math.abs(balance.score()) < BALANCED) {
                    messages.accept("MESSAGE swap2: white scores " + white.score() + ", and " + balance.score()
                            + " after two more stones: placing them for the opponent to choose");
                    return new Answer(moves(game, four, new int[] {white.bestMove(), black.bestMove()}), five);
                }
            }
        }
        return side(game, three, white, four, messages);
    }

    /** Five stones: white's side or black's. */
    private Answer choose(GomokuGame game, GomokuPosition five, SearchLimits limits, Consumer<String> messages) {
        SearchResult white = searched(game, five, limits, messages, "taking black");
        return white == null ? new Answer("SWAP", five)
                : side(game, five, white, after(five, white.bestMove()), messages);
    }

    /** @return white's side, playing the search's move, if white scores at least 0; else black's */
    private static Answer side(GomokuGame game, GomokuPosition position, SearchResult white, GomokuPosition played,
            Consumer<String> messages) {
        if (white.score() >= 0) {
            messages.accept("MESSAGE swap2: white scores " + white.score() + ": taking white");
            return new Answer(game.formatMove(position, white.bestMove()), played);
        }
        messages.accept("MESSAGE swap2: white scores " + white.score() + ": taking black");
        return new Answer("SWAP", position);
    }

    /**
     * @param instead what the brain does if the search fails or chooses no move, for the message saying so
     * @return the search's result, said in a message, if it chose a legal move; else null
     */
    private SearchResult searched(GomokuGame game, GomokuPosition position, SearchLimits limits, Consumer<String> messages,
            String instead) {
        SearchResult result = search.search(game, position, limits, messages, instead);
        if (result == null) {
            return null;
        }
        int move = result.bestMove();
        if (!position.isLegalPoint(move)) {
            messages.accept("MESSAGE swap2: the search chose no move; " + instead);
            return null;
        }
        messages.accept(BrainSearch.message(game, position, result));
        return result;
    }

    private static GomokuPosition after(GomokuPosition position, int move) {
        GomokuPosition next = position.copy();
        next.makeMove(move);
        return next;
    }

    private static String moves(GomokuGame game, GomokuPosition position, int[] moves) {
        return Arrays.stream(moves).mapToObj(move -> game.formatMove(position, move))
                .collect(Collectors.joining(" "));
    }

    /** @return the limits with a k-th of their time */
    private static SearchLimits share(SearchLimits limits, int k) {
        return limits.withTime(Math.max(1, limits.timeMillis() / k));
    }
}
