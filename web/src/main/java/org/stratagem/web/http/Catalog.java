package org.stratagem.web.http;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.web.api.CommandRunner;

/**
 * The registered games, strategies, evaluators and move generators, as the platform's {@code list}
 * command sees them (id, game, ranking, bundle and version), games completed from their services
 * (name, traits, variant options). A component of this bundle, read afresh at each call; re-created
 * when a game comes or goes.
 */
@Component(service = Catalog.class)
public final class Catalog {
    /** The kinds of provider the API lists, by the {@code list} command's labels. */
    static final List<String> KINDS = List.of("strategy", "evaluator", "movegen");

    private final CommandRunner runner;
    private final List<Game<?>> games;

    /**
     * @param runner runs {@code list --json}
     * @param games  the game services
     */
    @Activate
    public Catalog(@Reference CommandRunner runner,
            @Reference(service = Game.class, cardinality = ReferenceCardinality.MULTIPLE,
                    policyOption = ReferencePolicyOption.GREEDY) List<Game<?>> games) {
        this.runner = runner;
        this.games = games;
    }

    /**
     * @return every provider of that kind, in the list command's order: id, game, ranking, bundle, version,
     *         and for a strategy the installed games it plays
     */
    List<Map<String, Object>> providers(String kind) {
        List<Map<String, Object>> found = new ArrayList<>();
        for (JsonElement element : services()) {
            JsonObject service = element.getAsJsonObject();
            if (kind.equals(service.get("kind").getAsString())) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("id", service.get("id").getAsString());
                entry.put("game", service.get("game").isJsonNull() ? null : service.get("game").getAsString());
                entry.put("ranking", service.get("ranking").getAsInt());
                entry.put("bundle", service.get("bundle").getAsString());
                entry.put("version", service.get("version").getAsString());
                if (service.has("plays")) {
                    entry.put("plays", playedGames(service.getAsJsonArray("plays")));
                }
                found.add(entry);
            }
        }
        return found;
    }

    private static List<String> playedGames(JsonArray plays) {
        List<String> games = new ArrayList<>();
        plays.forEach(game -> games.add(game.getAsString()));
        return games;
    }

    /** @return whether a provider of that kind has that id */
    boolean has(String kind, String id) {
        return providers(kind).stream().anyMatch(p -> id.equals(p.get("id")));
    }

    /** @return every game: id, name, traits, variant options, bundle and version */
    List<Map<String, Object>> games() {
        List<Map<String, Object>> found = new ArrayList<>();
        for (Map<String, Object> provider : providers("game")) {
            game((String) provider.get("id")).ifPresent(game -> {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("id", game.id());
                entry.put("name", game.name());
                entry.put("traits", traits(game.traits()));
                entry.put("variantOptions", new TreeSet<>(game.variantOptions()));
                entry.put("bundle", provider.get("bundle"));
                entry.put("version", provider.get("version"));
                found.add(entry);
            });
        }
        return found;
    }

    /** @return the game service with that id */
    Optional<Game<?>> game(String id) {
        return games.stream().filter(game -> game.id().equals(id)).findFirst();
    }

    private static Map<String, Object> traits(GameTraits traits) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("seats", traits.seats());
        entry.put("teams", traits.teams());
        entry.put("draws", traits.draws());
        entry.put("turnKeeping", traits.turnKeeping());
        entry.put("chance", traits.chance());
        entry.put("hiddenInformation", traits.hiddenInformation());
        entry.put("keyKind", traits.keyKind().name().toLowerCase());
        return entry;
    }

    private Iterable<JsonElement> services() {
        CommandRunner.Outcome listed = runner.run("list", List.of("--json"), "");
        if (listed.status() != CommandRunner.OK) {
            throw new IllegalStateException("list failed: " + listed.error());
        }
        return JsonParser.parseString(listed.output()).getAsJsonObject().getAsJsonArray("services");
    }
}
