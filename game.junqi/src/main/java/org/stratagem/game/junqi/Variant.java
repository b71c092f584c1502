package org.stratagem.game.junqi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;

/**
 * The switches of the rules, as {@link JunqiGame#variant} takes them ({@code --NAME VALUE}); the names are
 * those of the jbrain protocol's {@code START} and {@code INFO}:
 * <ul>
 * <li>{@code variant}: {@code siguo} (four seats, the default) or {@code duel} (seats 0 and 2 on the
 *     two-player board, {@link Board#DUEL});</li>
 * <li>{@code partner_visible}: {@code 1} (the default, as the reference engine) if a seat sees its
 *     partner's ranks, {@code 0} if not;</li>
 * <li>{@code hq_movable}: {@code 0} (the default) if pieces in a headquarters stay there, {@code 1} if
 *     they move as anywhere else (mines and the flag never move);</li>
 * <li>{@code draw_after}: the number of turns in a row without a collision that draw the game, 1 to
 *     {@value #MAX_DRAW_AFTER}; 48 by default, as the reference engine;</li>
 * <li>{@code lineup}: the deployment of the initial position, {@code default} ({@link Lineup#STANDARD}
 *     for every seat) or {@code random:SEED} (a {@linkplain Lineup#random random legal lineup} for each
 *     seat in turn, drawn from the seed; {@code random} alone is seed 0).</li>
 * </ul>
 *
 * @param board          the board, {@link Board#SIGUO} or {@link Board#DUEL}
 * @param partnerVisible whether a seat sees its partner's ranks
 * @param hqMovable      whether pieces in a headquarters move
 * @param drawAfter      the turns without a collision that draw the game
 * @param lineupSeed     the seed of random lineups, or null for the default lineup
 */
record Variant(Board board, boolean partnerVisible, boolean hqMovable, int drawAfter, Long lineupSeed) {
    /** The option that chooses the board. */
    static final String VARIANT = "variant";
    /** The option of partner visibility. */
    static final String PARTNER_VISIBLE = "partner_visible";
    /** The option of the headquarters' mobility. */
    static final String HQ_MOVABLE = "hq_movable";
    /** The option of the draw rule. */
    static final String DRAW_AFTER = "draw_after";
    /** The option of the initial lineups. */
    static final String LINEUP = "lineup";
    /** The option names. */
    static final Set<String> OPTIONS = Set.of(VARIANT, PARTNER_VISIBLE, HQ_MOVABLE, DRAW_AFTER, LINEUP);
    /** The longest draw rule. */
    static final int MAX_DRAW_AFTER = 10_000;
    /** The rules as registered: four seats, partners visible, headquarters fixed, a draw after 48 quiet turns. */
    static final Variant SIGUO = new Variant(Board.SIGUO, true, false, 48, null);

    /**
     * @param options values of some of {@link #OPTIONS}, by name
     * @return this variant with those switches changed
     * @throws NotationException if a name is not an option or a value is not one it takes
     */
    Variant with(Map<String, String> options) {
        Variant variant = this;
        for (Map.Entry<String, String> option : options.entrySet()) {
            String value = option.getValue().strip();
            variant = switch (option.getKey()) {
                case VARIANT -> new Variant(board(value), variant.partnerVisible, variant.hqMovable, variant.drawAfter, variant.lineupSeed);
                case PARTNER_VISIBLE -> new Variant(variant.board, bit(PARTNER_VISIBLE, value), variant.hqMovable, variant.drawAfter,
                        variant.lineupSeed);
                case HQ_MOVABLE -> new Variant(variant.board, variant.partnerVisible, bit(HQ_MOVABLE, value), variant.drawAfter,
                        variant.lineupSeed);
                case DRAW_AFTER -> new Variant(variant.board, variant.partnerVisible, variant.hqMovable, drawAfter(value),
                        variant.lineupSeed);
                case LINEUP -> new Variant(variant.board, variant.partnerVisible, variant.hqMovable, variant.drawAfter,
                        lineupSeed(value));
                default -> throw new NotationException("game " + JunqiGame.ID + " has no option --"
                        + NotationException.excerpt(option.getKey()));
            };
        }
        return variant;
    }

    /** @return the options that make this variant from the registered one, in a fixed order */
    Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(VARIANT, board.duel() ? "duel" : "siguo");
        options.put(PARTNER_VISIBLE, partnerVisible ? "1" : "0");
        options.put(HQ_MOVABLE, hqMovable ? "1" : "0");
        options.put(DRAW_AFTER, String.valueOf(drawAfter));
        options.put(LINEUP, lineupSeed == null ? "default" : "random:" + lineupSeed);
        return options;
    }

    /**
     * @return the lineup of every seat in the initial position, indexed by seat; null for a seat that has
     *         no area on the board
     */
    Lineup[] lineups() {
        Lineup[] lineups = new Lineup[Board.SEATS];
        SplittableRandom random = lineupSeed == null ? null : new SplittableRandom(lineupSeed);
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                lineups[seat] = random == null ? Lineup.STANDARD : Lineup.random(random);
            }
        }
        return lineups;
    }

    private static Board board(String value) {
        return switch (value) {
            case "siguo" -> Board.SIGUO;
            case "duel" -> Board.DUEL;
            default -> throw new NotationException("--" + VARIANT + " '" + NotationException.excerpt(value)
                    + "' is not siguo or duel");
        };
    }

    private static boolean bit(String name, String value) {
        return switch (value) {
            case "0" -> false;
            case "1" -> true;
            default -> throw new NotationException("--" + name + " '" + NotationException.excerpt(value) + "' is not 0 or 1");
        };
    }

    private static int drawAfter(String value) {
        if (value.matches("[0-9]{1,5}")) {
            int turns = Integer.parseInt(value);
            if (turns >= 1 && turns <= MAX_DRAW_AFTER) {
                return turns;
            }
        }
        throw new NotationException("--" + DRAW_AFTER + " '" + NotationException.excerpt(value) + "' is not a number of turns from 1 to "
                + MAX_DRAW_AFTER);
    }

    private static Long lineupSeed(String value) {
        if (value.equals("default")) {
            return null;
        }
        if (value.equals("random")) {
            return 0L;
        }
        if (value.matches("random:-?[0-9]{1,19}")) {
            try {
                return Long.parseLong(value.substring("random:".length()));
            } catch (NumberFormatException beyondLong) {
                throw new NotationException("--" + LINEUP + " '" + NotationException.excerpt(value) + "': the seed is beyond 64 bits");
            }
        }
        throw new NotationException("--" + LINEUP + " '" + NotationException.excerpt(value) + "' is not default, random or random:SEED");
    }

    /**
     * @return the traits every game on this variant's board shares: four seats in two teams, draws, hashed
     *         keys, and on the four-seat board turn keeping (seat 0 moves right after 2 when 1 is out)
     */
    GameTraits traits() {
        GameTraits traits = GameTraits.teams(Board.SEATS, 2, KeyKind.HASH).withDraws();
        return board().duel() ? traits : traits.withTurnKeeping();
    }
}
