package org.stratagem.game.puzzles.twofour;

import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.table.IndexedGame;
import org.stratagem.engine.api.table.IndexedStateSpace;

/**
 * TwoFour (Romanian olympiad 2002, via USACO): the rules live in {@link TwoFourPosition}; this is
 * the game's service, its traits and its notation.
 *
 * <p>Traits: two seats, each its own team; draws; no turn keeping, no chance, no hidden
 * information; {@link KeyKind#HASH} keys (see {@link TwoFourPosition} for why).
 *
 * <p>Position notation: the piles in order separated by spaces, each its ball count, a 2-ball pile
 * followed by its owner ({@code 2a} player 1, {@code 2b} player 2), then {@code /1} or {@code /2}
 * for the side to move (at the end of the game, the side that would move): {@code 0 3 4 1 2b/1}.
 * There must be 3..30 piles holding twice as many balls as there are piles. The game has no single
 * initial position, so the empty string is rejected. Move notation: {@code i>j}, one ball from pile
 * {@code i} to pile {@code j}, piles numbered from 1.
 */
@Component(service = Game.class)
@GameId(TwoFourGame.ID)
public final class TwoFourGame
        implements Game<TwoFourPosition>, IndexedGame<TwoFourPosition>, BenchmarkedGame {
    /** The game's id: {@value}. */
    public static final String ID = "twofour";

    private static final GameTraits TRAITS = GameTraits.twoPlayers(KeyKind.HASH).withDraws();
    private static final String EXAMPLE = "e.g. '0 3 4 1 2b/1'";
    private static final Pattern MOVE = Pattern.compile("(\\d{1,9})>(\\d{1,9})");
    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern TWO_WITH_OWNER = Pattern.compile("2\\p{Alpha}+");
    private static final Pattern OTHER_WITH_OWNER = Pattern.compile("\\d+\\p{Alpha}+");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "TwoFour";
    }

    @Override
    public GameTraits traits() {
        return TRAITS;
    }

    @Override
    public int teamOf(int seat) {
        return Objects.checkIndex(seat, TRAITS.seats());
    }

    @Override
    public TwoFourPosition parsePosition(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new NotationException("the empty string is not a TwoFour position: give the piles and the side to move, "
                    + EXAMPLE);
        }
        int slash = trimmed.indexOf('/');
        if (slash < 0) {
            throw new NotationException("missing the side to move: end with '/1' or '/2', " + EXAMPLE);
        }
        String side = trimmed.substring(slash + 1);
        if (!side.equals("1") && !side.equals("2")) {
            throw new NotationException("side to move '" + NotationException.excerpt(side) + "' is not 1 or 2");
        }
        String piles = trimmed.substring(0, slash).strip();
        String[] tokens = piles.isEmpty() ? new String[0] : piles.split("\\s+");
        int[] kinds = new int[tokens.length];
        for (int pile = 0; pile < tokens.length; pile++) {
            kinds[pile] = parsePile(tokens[pile], pile + 1);
        }
        return TwoFourPosition.of(kinds, side.equals("1") ? 0 : 1);
    }

    @Override
    public String formatPosition(TwoFourPosition position) {
        return position.toString();
    }

    @Override
    public int parseMove(TwoFourPosition position, String text) {
        Matcher move = MOVE.matcher(text.strip());
        if (!move.matches()) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': expected i>j, a ball from pile i to pile j, e.g. '3>1'");
        }
        int from = pileOfMove(position, text, move.group(1));
        int to = pileOfMove(position, text, move.group(2));
        if (from == to) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': the ball must go to another pile");
        }
        int fromBalls = Pile.balls(position.kind(from));
        int toBalls = Pile.balls(position.kind(to));
        if (fromBalls < toBalls + 2) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "' is illegal: pile " + (from + 1) + " holds " + fromBalls
                    + " and pile " + (to + 1) + " holds " + toBalls + "; the first must hold at least 2 more");
        }
        return TwoFourPosition.move(from, to);
    }

    @Override
    public String formatMove(TwoFourPosition position, int move) {
        return (TwoFourPosition.from(move) + 1) + ">" + (TwoFourPosition.to(move) + 1);
    }

    /**
     * The canonical states of every game of 3..30 piles (58 894 of them), built in a few
     * milliseconds when first asked for and shared (immutable); see {@link TwoFourStateSpace} for
     * what a state is.
     */
    @Override
    public IndexedStateSpace<TwoFourPosition> stateSpace() {
        return AllStates.SPACE;
    }

    /** Holds the state space, built when first used. */
    private static final class AllStates {
        static final TwoFourStateSpace SPACE = new TwoFourStateSpace(TwoFourPosition.MIN_PILES, TwoFourPosition.MAX_PILES);
    }

    private static int parsePile(String token, int pile) {
        int kind = Pile.parse(token);
        if (kind >= 0) {
            return kind;
        }
        String where = "pile " + pile + ": ";
        if (token.equals("2")) {
            throw new NotationException(where + "a 2-ball pile needs an owner: '2a' or '2b'");
        }
        if (INTEGER.matcher(token).matches()) {
            throw Pile.notABallCount(pile, token);
        }
        if (TWO_WITH_OWNER.matcher(token).matches()) {
            throw new NotationException(where + "'" + NotationException.excerpt(token) + "': the owner of a 2-ball pile is 'a' (player 1) or 'b' (player 2)");
        }
        if (OTHER_WITH_OWNER.matcher(token).matches()) {
            throw new NotationException(where + "'" + NotationException.excerpt(token) + "': only a 2-ball pile has an owner");
        }
        throw new NotationException(where + "'" + NotationException.excerpt(token) + "' is not a pile: expected 0, 1, 2a, 2b, 3 or 4");
    }

    private static int pileOfMove(TwoFourPosition position, String text, String number) {
        int pile = Integer.parseInt(number) - 1;
        if (pile < 0 || pile >= position.pileCount()) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': there is no pile " + number + ", the piles are 1.."
                    + position.pileCount());
        }
        return pile;
    }

    /** Three games of 12, 15 and 18 piles, solved to the end. */
    @Override
    public Benchmark benchmark() {
        return new Benchmark(List.of("0 3 4 1 2b 2a 1 3 0 4 1 3/1", "1 3 0 4 2a 2b 0 4 1 3 2a 3 1 4 0/1",
                "4 4 0 0 3 1 2b 2a 3 1 0 4 2a 2b 3 1 0 4/1"), 0);
    }
}
