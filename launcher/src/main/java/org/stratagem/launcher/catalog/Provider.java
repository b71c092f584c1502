package org.stratagem.launcher.catalog;

import java.util.Comparator;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;

/**
 * One registered service as the catalog sees it: the object, its wiring properties and the bundle
 * that provides it.
 *
 * @param kind    what the service is
 * @param id      its id within its kind ({@code strategy.id}, {@code game.id}, ...)
 * @param gameId  the game it belongs to, or null for strategies and commands
 * @param service the service object
 * @param ranking its {@code service.ranking}
 * @param serviceId its {@code service.id}, the tie-breaker: older wins, as OSGi does
 * @param bundle  the providing bundle's symbolic name
 * @param version the providing bundle's version
 * @param <T>     the service type
 */
public record Provider<T>(Kind kind, String id, String gameId, T service, int ranking, long serviceId,
        String bundle, String version) {

    /** Highest ranking first; among equal rankings the lowest service id, as OSGi orders them. */
    public static final Comparator<Provider<?>> PREFERRED = Comparator
            .comparingInt((Provider<?> p) -> -p.ranking()).thenComparingLong(Provider::serviceId);

    /** The kinds of service the platform wires. */
    public enum Kind {
        GAME("game"), MOVE_GENERATOR("movegen"), EVALUATOR("evaluator"), STRATEGY("strategy"), COMMAND("command");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** @return the short name used in listings */
        public String label() {
            return label;
        }
    }

    /**
     * @param kind      the kind of service
     * @param idKey     the property that holds its id
     * @param reference the service's reference
     * @param service   the service object
     * @param <T>       the service type
     * @return the provider, or null if the service lacks its id property
     */
    static <T> Provider<T> of(Kind kind, String idKey, ServiceReference<?> reference, T service) {
        Object id = reference.getProperty(idKey);
        if (id == null) {
            return null;
        }
        Object game = reference.getProperty("game.id");
        Object ranking = reference.getProperty(Constants.SERVICE_RANKING);
        Bundle bundle = reference.getBundle();
        return new Provider<>(kind, id.toString(), game == null ? null : game.toString(), service,
                ranking instanceof Integer r ? r : 0, (Long) reference.getProperty(Constants.SERVICE_ID),
                bundle == null ? "?" : bundle.getSymbolicName(), bundle == null ? "?" : bundle.getVersion().toString());
    }
}
